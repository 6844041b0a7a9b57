import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function AccountArea() {
  const { t } = useTranslation();
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/login">{t('nav.signIn')}</Link>
      </Button>
      <Button asChild>
        <Link to="/register">{t('nav.register')}</Link>
      </Button>
    </>
  );
}
