import { DOCUMENT_TABS, type TDocumentListItem, type TDocumentTab, ZDocumentTab } from '@rentwell/contracts/documents';
import { hasPermission } from '@rentwell/domain/role-permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileSignature, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmRecordDialog } from '../../../components/confirm-record-dialog.tsx';
import { LoadingPlaceholders } from '../../../components/loading-placeholders.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDeleteDocument } from '../api/document-mutations.ts';
import { DOCUMENTS_PAGE_SIZE, documentListQueryOptions } from '../api/document-queries.ts';
import { DocumentPreviewDialog } from '../components/document-preview-dialog.tsx';
import { DocumentsList } from '../components/documents-list.tsx';
import { RequestSignaturesDialog, type TSignatureSubject } from '../components/request-signatures-dialog.tsx';
import { SignatureRequestsSheet } from '../components/signature-requests-sheet.tsx';
import { UploadDocumentDialog } from '../components/upload-document-dialog.tsx';

function tabOf(value: string | null): TDocumentTab {
  const parsed = ZDocumentTab.safeParse(value);
  return parsed.success ? parsed.data : 'all';
}

/**
 * `/documents` (every signed-in user, each in their scope): the organization's documents and receipts for its
 * staff, who upload, delete and send documents to be signed; a tenant's shared lease documents and receipts.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const canManage = role !== null && hasPermission(role, 'documents:manage');
  // Maintenance staff see no documents: their empty page says where documents are kept, not what a tenant gets.
  const emptyAudience = canManage ? 'staff' : role === 'tenant' ? 'tenant' : 'worker';
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const documents = useQuery({ ...documentListQueryOptions(tab, page), placeholderData: keepPreviousData });
  const deleteDocument = useDeleteDocument();
  const [isUploading, setUploading] = useState(false);
  // A lease's sheet on /tenants links here with `?requestSignatures=<leaseId>` to send that lease's agreement.
  const leaseToSend = params.get('requestSignatures');
  const [signatureSubject, setSignatureSubject] = useState<TSignatureSubject | null>(
    canManage && leaseToSend ? { kind: 'lease', leaseId: leaseToSend } : null,
  );
  const [signaturesOf, setSignaturesOf] = useState<TDocumentListItem | null>(null);
  const [toDelete, setToDelete] = useState<TDocumentListItem | null>(null);
  const [previewed, setPreviewed] = useState<TDocumentListItem | null>(null);
  const show = (next: { tab?: TDocumentTab; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const nextPage = next.page ?? 1;
    setParams(
      {
        ...(nextTab === 'all' ? {} : { tab: nextTab }),
        ...(nextPage === 1 ? {} : { page: String(nextPage) }),
      },
      { replace: true },
    );
  };

  const list = (
    <QueryContent
      query={documents}
      loading={<LoadingPlaceholders count={4} className="grid gap-2" itemClassName="h-14 rounded-xl" />}
      failedTitle={t('documents.loadFailed')}
    >
      {(list) =>
        list.items.length === 0 ? (
          tab === 'all' ? (
            <EmptyState
              icon={FileText}
              title={t(`documents.empty.${emptyAudience}Title`)}
              description={t(`documents.empty.${emptyAudience}Description`)}
              action={
                canManage ? (
                  <Button onClick={() => setUploading(true)}>
                    <Upload aria-hidden="true" />
                    {t('documents.uploadAction')}
                  </Button>
                ) : null
              }
            />
          ) : (
            <EmptyState
              icon={FileText}
              title={t('documents.empty.tabTitle')}
              description={t('documents.empty.tabDescription')}
              action={
                <Button variant="outline" onClick={() => show({ tab: 'all' })}>
                  {t('documents.empty.showAll')}
                </Button>
              }
            />
          )
        ) : (
          <div className="grid gap-4">
            <DocumentsList
              documents={list.items}
              onPreview={setPreviewed}
              onRequestSignatures={
                canManage ? (document) => setSignatureSubject({ kind: 'document', document }) : undefined
              }
              onShowSignatures={canManage ? setSignaturesOf : undefined}
              onDelete={setToDelete}
            />
            <Pagination
              label={t('documents.pagination')}
              page={list.page}
              pageSize={DOCUMENTS_PAGE_SIZE}
              total={list.total}
              onPageChange={(next) => show({ page: next })}
            />
          </div>
        )
      }
    </QueryContent>
  );

  return (
    <>
      <PageHeader
        title={t('documents.title')}
        description={t('documents.description')}
        actions={
          canManage ? (
            <>
              <Button variant="outline" onClick={() => setSignatureSubject({ kind: 'lease' })}>
                <FileSignature aria-hidden="true" />
                {t('documents.requestSignatures')}
              </Button>
              <Button onClick={() => setUploading(true)}>
                <Upload aria-hidden="true" />
                {t('documents.uploadAction')}
              </Button>
            </>
          ) : null
        }
      />
      <Tabs value={tab} onValueChange={(value) => show({ tab: tabOf(value) })}>
        <TabsList aria-label={t('documents.tabs.label')} className="mb-4">
          {DOCUMENT_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`documents.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab, so each tab names the panel it controls; only the open one holds the list. */}
        {DOCUMENT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? list : null}
          </TabsContent>
        ))}
      </Tabs>
      {previewed ? <DocumentPreviewDialog document={previewed} onClose={() => setPreviewed(null)} /> : null}
      {isUploading ? <UploadDocumentDialog onOpenChange={setUploading} /> : null}
      {signatureSubject ? (
        <RequestSignaturesDialog
          subject={signatureSubject}
          onClose={() => {
            setSignatureSubject(null);
            if (leaseToSend) show({});
          }}
        />
      ) : null}
      <SignatureRequestsSheet document={signaturesOf} canManage={canManage} onClose={() => setSignaturesOf(null)} />
      <ConfirmRecordDialog
        record={toDelete}
        onClose={() => setToDelete(null)}
        mutation={deleteDocument}
        variablesOf={(document) => document.id}
        title={t('documents.delete.title')}
        description={toDelete ? t('documents.delete.description', { title: toDelete.title }) : ''}
        confirmLabel={t('documents.delete.confirm')}
        doneMessage={() => t('documents.delete.done')}
      />
    </>
  );
}
