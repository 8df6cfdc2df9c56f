import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './ui/badge.tsx';

export type TNotBuiltYetProps = {
  icon: LucideIcon;
  /** 'The calendar is coming'. */
  title: string;
  /** What the feature will do once it is built. */
  description: string;
  /** Heading level of the title, so the page outline stays correct (default h2). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A feature this version does not have yet. It says so plainly, with what the feature will do: no empty list that
 * reads as 'you have none', and no actions that lead nowhere.
 */
export function NotBuiltYet({ icon: Icon, title, description, headingLevel: Heading = 'h2' }: TNotBuiltYetProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <Badge variant="neutral" className="mb-3">
        {t('notBuiltYet.badge')}
      </Badge>
      <Heading className="text-base font-semibold tracking-tight">{title}</Heading>
      <p className="mt-1.5 max-w-md text-sm text-muted-foreground">{description}</p>
      <p className="mt-3 max-w-md text-sm text-muted-foreground">{t('notBuiltYet.notInThisVersion')}</p>
    </section>
  );
}
