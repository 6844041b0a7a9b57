import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { accountMenuLabel } from '@thrive/core/rules/names';
import { buttonVariants } from '@/components/ui/button';
import { signOut, type SessionUser } from '@/lib/auth/session';
import { cn } from '@/lib/utils';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4';

export default function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = accountMenuLabel(user, t('nav.user'));

  const onSignOut = async () => {
    try {
      await signOut();
      toast.success(t('nav.signedOut'));
      void navigate('/');
    } catch {
      toast.error(t('nav.signOutError'));
    }
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(buttonVariants({ variant: 'ghost' }), 'max-w-48 data-[state=open]:bg-slate-100')}
        aria-label={t('nav.userMenu', { name: label })}
        // Inside the mobile menu a click closes that menu; opening this one must not.
        onClick={(event) => event.stopPropagation()}
      >
        <UserRound aria-hidden="true" />
        <span className="truncate">{label}</span>
        <ChevronDown aria-hidden="true" className="opacity-60" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {!user.isAnonymous && user.email && (
            <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">
              {user.email}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/account/security')}>
            <ShieldCheck aria-hidden="true" />
            {t('nav.security')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void onSignOut()}>
            <LogOut aria-hidden="true" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
