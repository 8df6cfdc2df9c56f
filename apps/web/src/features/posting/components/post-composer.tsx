import type { TFacebookGroup, TPostImage } from '@rentwell/contracts/social-posting';
import { useQuery } from '@tanstack/react-query';
import { Share2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useComposePost } from '../api/posting-mutations.ts';
import { postSourcesQueryOptions } from '../api/posting-queries.ts';
import { ShareDialog } from './share-dialog.tsx';

const LANGUAGES = ['en', 'es', 'fr', 'he', 'sq'] as const;
type TPostLanguage = (typeof LANGUAGES)[number];
const MAX_IMAGES = 10;

export type TPostComposerProps = {
  groups: TFacebookGroup[];
  extensionConnected: boolean;
  timeZone: string;
};

/** Write a post from a property or listing (or by hand), edit it, pick gallery images, then share or schedule it. */
export function PostComposer({ groups, extensionConnected, timeZone }: TPostComposerProps) {
  const { t, i18n } = useTranslation();
  const sources = useQuery(postSourcesQueryOptions());
  const compose = useComposePost();
  const sourceId = useId();
  const languageId = useId();
  const textId = useId();
  const [source, setSource] = useState('');
  const current = LANGUAGES.find((language) => language === i18n.resolvedLanguage) ?? 'en';
  const [language, setLanguage] = useState<TPostLanguage>(current);
  const [text, setText] = useState('');
  const [images, setImages] = useState<TPostImage[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [sharing, setSharing] = useState(false);

  const write = () => {
    const [kind, id] = source.split(':');
    if ((kind !== 'property' && kind !== 'listing') || !id) return;
    compose.mutate(
      { kind, id, language },
      {
        onSuccess: (composed) => {
          setText(composed.text);
          setImages(composed.images);
          setPicked(composed.images.slice(0, 4).map((image) => image.id));
        },
      },
    );
  };

  const togglePicked = (imageId: string, checked: boolean) =>
    setPicked((current) =>
      checked ? [...current, imageId].slice(0, MAX_IMAGES) : current.filter((id) => id !== imageId),
    );

  const reset = () => {
    setText('');
    setImages([]);
    setPicked([]);
  };

  const properties = sources.data?.items.filter((item) => item.kind === 'property') ?? [];
  const listings = sources.data?.items.filter((item) => item.kind === 'listing') ?? [];

  return (
    <Card>
      <CardHeader className="grid gap-1">
        <h2 className="text-base font-semibold">{t('posting.composer.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('posting.composer.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={sourceId}>{t('posting.composer.source')}</Label>
            <NativeSelect
              id={sourceId}
              className="w-full min-w-0"
              value={source}
              onChange={(event) => setSource(event.target.value)}
            >
              <option value="">{t('posting.composer.chooseSource')}</option>
              {properties.length > 0 ? (
                <optgroup label={t('posting.composer.properties')}>
                  {properties.map((item) => (
                    <option key={item.id} value={`property:${item.id}`}>
                      {item.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {listings.length > 0 ? (
                <optgroup label={t('posting.composer.listings')}>
                  {listings.map((item) => (
                    <option key={item.id} value={`listing:${item.id}`}>
                      {item.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={languageId}>{t('posting.composer.language')}</Label>
            <NativeSelect
              id={languageId}
              className="w-full"
              value={language}
              onChange={(event) => setLanguage(event.target.value as TPostLanguage)}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`posting.composer.languages.${code}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={write} disabled={!source} isLoading={compose.isPending}>
            <Sparkles aria-hidden="true" />
            {t('posting.composer.write')}
          </Button>
        </div>
        {compose.error ? <Alert variant="destructive">{getErrorMessage(t, compose.error)}</Alert> : null}
        <div className="grid gap-1.5">
          <Label htmlFor={textId}>{t('posting.composer.text')}</Label>
          <Textarea
            id={textId}
            rows={10}
            value={text}
            maxLength={20_000}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('posting.composer.textPlaceholder')}
          />
        </div>
        {images.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              {t('posting.composer.images', { count: picked.length, max: MAX_IMAGES })}
            </legend>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {images.map((image, index) => {
                const checked = picked.includes(image.id);
                return (
                  <li key={image.id}>
                    <label
                      className={cn(
                        'relative block cursor-pointer overflow-hidden rounded-md border-2',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                        checked ? 'border-primary' : 'border-transparent opacity-70',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="absolute start-1.5 top-1.5 size-4 accent-primary"
                        checked={checked}
                        onChange={(event) => togglePicked(image.id, event.target.checked)}
                      />
                      <img
                        src={image.thumbnailUrl}
                        alt={t('posting.composer.imageAlt', { number: index + 1 })}
                        className="aspect-square w-full object-cover"
                        loading="lazy"
                      />
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={reset} disabled={!text && images.length === 0}>
            {t('posting.composer.clear')}
          </Button>
          <Button onClick={() => setSharing(true)} disabled={!text.trim()}>
            <Share2 aria-hidden="true" />
            {t('posting.composer.share')}
          </Button>
        </div>
      </CardContent>
      {sharing ? (
        <ShareDialog
          text={text.trim()}
          imageIds={picked}
          groups={groups}
          extensionConnected={extensionConnected}
          timeZone={timeZone}
          onOpenChange={setSharing}
          onDone={reset}
        />
      ) : null}
    </Card>
  );
}
