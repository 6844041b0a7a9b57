import { useTranslation } from 'react-i18next';
import type { Course } from '@thrive/core/datasets/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Learning } from '../state';

/** Enroll (or Start) for a course, or its status once enrolled. */
export function CourseActions({
  course,
  skillId,
  learning,
  start = false,
}: {
  course: Course;
  skillId: string;
  learning: Learning;
  start?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const item = learning.items.find((i) => i.courseId === course.id);
  if (item)
    return (
      <Badge tone={item.status === 'completed' ? 'green' : 'brand'}>
        {t(`learning.status.${item.status}`)}
      </Badge>
    );
  const busy = learning.enrol.isPending && learning.enrol.variables?.courseId === course.id;
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={() => learning.enrol.mutate({ courseId: course.id, skillId, start })}
      aria-label={`${t(start ? 'learning.start' : 'learning.enroll')}: ${course.title}`}
    >
      {t(start ? 'learning.start' : 'learning.enroll')}
    </Button>
  );
}
