import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { toast } from '../lib/toast.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

const COPIED_FEEDBACK_MS = 2000;

/** Writes to the clipboard; false when the browser refuses (no permission, insecure context, no API). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type TCopyFieldProps = {
  label: string;
  value: string;
  /** The Copy button's accessible name: 'Copy the password'. */
  copyLabel: string;
  isSecret?: boolean;
};

/** A read-only value with a Copy button; a refused clipboard says 'Copy failed' instead of failing silently. */
export function CopyField({ label, value, copyLabel, isSecret }: TCopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (await copyToClipboard(value)) {
      setCopied(true);
      toast.success(t('copyField.copied'));
    } else {
      toast.error(t('copyField.copyFailed'), { description: t('copyField.copyFailedDescription') });
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          className={cn('read-only:bg-muted/60', isSecret && 'font-mono tracking-wide')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          {isCopied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="hidden sm:inline">{isCopied ? t('copyField.copied') : t('copyField.copy')}</span>
        </Button>
      </div>
    </div>
  );
}
