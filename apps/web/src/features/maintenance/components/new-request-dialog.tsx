import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  ZCreateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelect, selectFieldProps } from '../../../components/form-select.tsx';
import { PropertyPicker } from '../../../components/property-picker/property-picker.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { ZOD_PARSE_OPTIONS } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  refreshMaintenanceRequest,
  uploadMaintenancePhoto,
  useCreateMaintenanceRequest,
} from '../api/maintenance-mutations.ts';
import { propertyUnitsQueryOptions } from '../api/maintenance-queries.ts';
import { useMaintenanceSuggestion } from '../api/maintenance-suggestion.ts';
import { isMaintenanceManager } from '../maintenance-roles.ts';
import {
  PhotoPicker,
  PhotoUploadProgress,
  releasePhotos,
  type TPhotoUploadState,
  type TPickedPhoto,
} from './photo-picker.tsx';
import { RequestSuggestion } from './request-suggestion.tsx';

const contract = ZCreateMaintenanceRequest.shape;
const NO_UNIT = 'none';

/** The contract's rules; staff also choose the property (and may name a unit), a tenant's request goes to their home. */
function newRequestFormSchema(isStaff: boolean) {
  return z.object({
    title: contract.title,
    description: contract.description,
    priority: contract.priority,
    // Chosen from a select that starts empty: the form holds text, the contract's enum checks it.
    category: z.string().pipe(contract.category),
    propertyId: isStaff ? z.string().min(1) : z.string(),
    unitId: z.string(),
  });
}

type TNewRequestSchema = ReturnType<typeof newRequestFormSchema>;

const EMPTY_VALUES: z.input<TNewRequestSchema> = {
  title: '',
  description: '',
  priority: 'medium',
  category: '',
  propertyId: '',
  unitId: NO_UNIT,
};

export type TNewRequestDialogProps = {
  role: TRole | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new request's id once it (and its photos) are stored. */
  onCreated: (requestId: string) => void;
};

/**
 * 'New request': title, description, priority, category and photos; staff also pick the property and unit. The
 * request is created first, then each photo is sent with a progress bar. The draft stays while the dialog is closed.
 */
export function NewRequestDialog({ role, open, onOpenChange, onCreated }: TNewRequestDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isStaff = isMaintenanceManager(role);
  const create = useCreateMaintenanceRequest();
  const schema = useMemo(() => newRequestFormSchema(isStaff), [isStaff]);
  const form = useForm<z.input<TNewRequestSchema>, unknown, z.output<TNewRequestSchema>>({
    resolver: zodResolver(schema, ZOD_PARSE_OPTIONS),
    defaultValues: EMPTY_VALUES,
  });
  const { errors, isSubmitting } = form.formState;
  const [photos, setPhotos] = useState<TPickedPhoto[]>([]);
  const [upload, setUpload] = useState<TPhotoUploadState | null>(null);
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  const units = useQuery({ ...propertyUnitsQueryOptions(propertyId), enabled: isStaff && propertyId !== '' });
  const [title, description, category, priority] = useWatch({
    control: form.control,
    name: ['title', 'description', 'category', 'priority'],
  });
  const suggestion = useMaintenanceSuggestion(open ? title : '', open ? description : '');

  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => releasePhotos(photosRef.current), []);

  const onSubmit = form.handleSubmit(async (values) => {
    let requestId: string;
    try {
      const created = await create.mutateAsync({
        title: values.title,
        description: values.description,
        priority: values.priority,
        category: values.category,
        ...(isStaff ? { propertyId: values.propertyId, unitId: values.unitId === NO_UNIT ? null : values.unitId } : {}),
      });
      requestId = created.id;
    } catch {
      // The alert below shows the translated reason; the draft stays.
      return;
    }
    let storedPhotos = 0;
    for (const [index, photo] of photos.entries()) {
      const state = { name: photo.file.name, position: index + 1, total: photos.length, fraction: 0 };
      setUpload(state);
      try {
        await uploadMaintenancePhoto(requestId, photo.file, (progress) =>
          setUpload({ ...state, fraction: progress.fraction }),
        );
        storedPhotos += 1;
      } catch (error) {
        toast.error(t('uploads.uploadFailed'), {
          description: t('uploads.failedFile', { name: photo.file.name, reason: getErrorMessage(t, error) }),
        });
      }
    }
    setUpload(null);
    if (storedPhotos > 0) await refreshMaintenanceRequest(queryClient, requestId);
    toast.success(t('maintenance.form.created'), { description: t('maintenance.form.createdDescription') });
    releasePhotos(photos);
    setPhotos([]);
    form.reset(EMPTY_VALUES);
    create.reset();
    onOpenChange(false);
    onCreated(requestId);
  });

  const selectedPropertyUnits = units.data ?? [];

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}
      className="max-w-xl"
      title={t('maintenance.form.title')}
      description={isStaff ? t('maintenance.form.staffDescription') : t('maintenance.form.tenantDescription')}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={isSubmitting}>
        {isStaff ? (
          <>
            <Controller
              control={form.control}
              name="propertyId"
              render={({ field }) => (
                <FormField label={t('maintenance.form.property')} error={errors.propertyId}>
                  <PropertyPicker
                    ref={field.ref}
                    value={field.value || undefined}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      form.setValue('unitId', NO_UNIT);
                    }}
                    onBlur={field.onBlur}
                    placeholder={t('common.selectPlaceholder')}
                    disabled={isSubmitting}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="unitId"
              render={({ field }) => (
                <FormField label={t('maintenance.form.unit')} error={errors.unitId} isOptional>
                  <FormSelect
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={isSubmitting || propertyId === ''}
                    options={[
                      { value: NO_UNIT, label: t('maintenance.form.noUnit') },
                      ...selectedPropertyUnits.map((unit) => ({
                        value: unit.id,
                        label: t('maintenance.unitLabel', { unit: unit.label }),
                      })),
                    ]}
                  />
                </FormField>
              )}
            />
          </>
        ) : null}
        <FormField label={t('maintenance.form.requestTitle')} error={errors.title} className="sm:col-span-2">
          <Input
            autoComplete="off"
            maxLength={120}
            placeholder={t('maintenance.form.titlePlaceholder')}
            {...form.register('title')}
          />
        </FormField>
        <FormField
          label={t('maintenance.form.description')}
          error={errors.description}
          hint={t('maintenance.form.descriptionHint')}
          className="sm:col-span-2"
        >
          <Textarea rows={4} maxLength={4000} {...form.register('description')} />
        </FormField>
        <RequestSuggestion
          suggestion={suggestion}
          category={category}
          priority={priority}
          disabled={isSubmitting}
          onApply={(next) => {
            form.setValue('category', next.category, { shouldValidate: form.formState.isSubmitted });
            form.setValue('priority', next.priority, { shouldValidate: form.formState.isSubmitted });
          }}
        />
        <Controller
          control={form.control}
          name="priority"
          render={({ field }) => (
            <FormField label={t('maintenance.form.priority')} error={errors.priority}>
              <FormSelect
                {...selectFieldProps(field)}
                disabled={isSubmitting}
                options={MAINTENANCE_PRIORITIES.map((priority) => ({
                  value: priority,
                  label: t(`status.${priority}`),
                }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormField label={t('maintenance.form.category')} error={errors.category}>
              <FormSelect
                {...selectFieldProps(field)}
                placeholder={t('common.selectPlaceholder')}
                disabled={isSubmitting}
                options={MAINTENANCE_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`maintenance.categories.${category}`),
                }))}
              />
            </FormField>
          )}
        />
        <div className="grid gap-1.5 sm:col-span-2">
          <span className="text-sm leading-none font-medium">
            {t('maintenance.form.photos')}
            <span className="ms-1.5 font-normal text-muted-foreground">({t('common.optional')})</span>
          </span>
          <PhotoPicker photos={photos} onChange={setPhotos} disabled={isSubmitting} />
        </div>
        {upload ? (
          <div className="sm:col-span-2">
            <PhotoUploadProgress upload={upload} />
          </div>
        ) : null}
        {create.isError ? (
          <Alert variant="destructive" className="sm:col-span-2">
            <CircleAlert aria-hidden="true" />
            <span>{getErrorMessage(t, create.error)}</span>
          </Alert>
        ) : null}
        <DialogFooter className="sm:col-span-2">
          <Button variant="outline" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('maintenance.form.submitting') : t('maintenance.form.submit')}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
