import { Sparkles } from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { FinancialInsightsPanel } from './financial-insights-panel.tsx';
import { MaintenanceAnalysisPanel } from './maintenance-analysis-panel.tsx';
import { RentPredictionPanel } from './rent-prediction-panel.tsx';

type InsightsTab = {
  /** The value of `?insights=` that opens it. */
  value: string;
  labelKey: 'aiInsights.tabs.financial' | 'aiInsights.tabs.maintenance' | 'aiInsights.tabs.rent';
  Panel: ComponentType;
};

const TABS: readonly InsightsTab[] = [
  { value: 'financial', labelKey: 'aiInsights.tabs.financial', Panel: FinancialInsightsPanel },
  { value: 'maintenance', labelKey: 'aiInsights.tabs.maintenance', Panel: MaintenanceAnalysisPanel },
  { value: 'rent', labelKey: 'aiInsights.tabs.rent', Panel: RentPredictionPanel },
];

/**
 * The 'AI insights' part of `/analytics`: one tab per helper, chosen by `?insights=financial|maintenance|rent` so
 * other pages can link to a helper; a link with `?insights=` scrolls here.
 */
export function AiInsights() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('insights');
  const linked = TABS.some((tab) => tab.value === requested);
  const active = linked && requested ? requested : (TABS[0]?.value ?? 'financial');
  const sectionRef = useRef<HTMLElement>(null);
  const linkedOnArrival = useRef(linked);

  useEffect(() => {
    if (linkedOnArrival.current) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  const choose = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('insights', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <section ref={sectionRef} aria-labelledby="ai-insights-heading" className="grid grid-cols-1 gap-4 scroll-mt-20">
      <div className="min-w-0">
        <h2 id="ai-insights-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          {t('aiInsights.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('aiInsights.description')}</p>
      </div>
      <Tabs value={active} onValueChange={choose}>
        <TabsList aria-label={t('aiInsights.tabsLabel')} className="w-full justify-start sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {t(tab.labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-5">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
