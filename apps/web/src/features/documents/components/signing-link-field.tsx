import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field.tsx';

/** A signer's link, shown once (only its hash is stored), to copy and pass on. */
export function SigningLinkField({ signerName, url }: { signerName: string; url: string }) {
  const { t } = useTranslation();
  return (
    <CopyField
      label={t('signatureRequests.linkFor', { name: signerName })}
      value={url}
      copyLabel={t('signatureRequests.copyLinkFor', { name: signerName })}
    />
  );
}
