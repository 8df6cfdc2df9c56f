import { MAINTENANCE_ANALYSIS_WINDOWS } from '@rentwell/contracts/maintenance-analysis';
import { useMutation } from '@tanstack/react-query';
import { ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/form-select.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FailureAlert } from '../../../../components/ui/failure-alert.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { getErrorMessage } from '../../../../lib/error-messages.ts';
import { requestMaintenanceAnalysis } from '../../api/maintenance-analysis.ts';
import { MaintenanceAnalysisResult } from './maintenance-analysis/maintenance-analysis-result.tsx';

/**
 * 'Maintenance analysis': on 'Analyze' the server reads the organization's requests and the expenses recorded from
 * them and finds recurring issues, costs per category, resolution times, overdue follow-ups and preventive tasks.
 */
export function MaintenanceAnalysisPanel() {
  const { t } = useTranslation();
  const windowId = useId();
  const [windowDays, setWindowDays] = useState<number>(180);
  const analysis = useMutation({ mutationFn: requestMaintenanceAnalysis });

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t('maintenanceAnalysis.description')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          analysis.mutate(windowDays);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={windowId}>{t('maintenanceAnalysis.window')}</Label>
          <FormSelect
            id={windowId}
            value={String(windowDays)}
            onValueChange={(value) => setWindowDays(Number(value))}
            disabled={analysis.isPending}
            options={MAINTENANCE_ANALYSIS_WINDOWS.map((days) => ({
              value: String(days),
              label: t('maintenanceAnalysis.windowDays', { count: days }),
            }))}
          />
        </div>
        <Button type="submit" isLoading={analysis.isPending}>
          <ScanSearch aria-hidden="true" />
          {analysis.isPending ? t('maintenanceAnalysis.analyzing') : t('maintenanceAnalysis.analyze')}
        </Button>
      </form>
      <div aria-live="polite" className="grid gap-4">
        {analysis.isError ? (
          <FailureAlert title={t('maintenanceAnalysis.failed')}>{getErrorMessage(t, analysis.error)}</FailureAlert>
        ) : null}
        {analysis.data && !analysis.isPending ? <MaintenanceAnalysisResult analysis={analysis.data} /> : null}
      </div>
    </div>
  );
}
