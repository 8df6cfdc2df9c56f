import { cn } from '../../../lib/class-names.ts';

/**
 * A message body exactly as written: plain text (never HTML, so markup shows as typed and runs nothing), with its
 * line breaks and long words wrapped.
 */
export function MessageBody({ body, className }: { body: string; className?: string }) {
  return <p className={cn('text-sm leading-relaxed whitespace-pre-wrap break-words', className)}>{body}</p>;
}
