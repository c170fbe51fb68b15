import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useAvatarCatalogue, useAvatarChoose, useAvatarUpload } from '../../api/security-queries.ts';
import { FormError } from '../../../../components/ui/field.tsx';
import { useErrorText } from '../../../../lib/errors.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';

const MAX_BYTES = 1_048_576;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Changes the avatar: one of the STATIC pictures, or an uploaded PNG, JPEG or WebP of at most 1 MB. */
export function AvatarDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText({ rules: 'security.rule' });
  const catalogue = useAvatarCatalogue(true);
  const choose = useAvatarChoose();
  const upload = useAvatarUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const pick = async (id: string) => {
    setProblem(undefined);
    try {
      await choose.mutateAsync(id);
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    if (!TYPES.includes(file.type)) return setProblem(t('error.image_invalid'));
    if (file.size > MAX_BYTES) return setProblem(t('security.avatar.too_big'));
    try {
      await upload.mutateAsync(await readAsDataUrl(file));
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('security.avatar.title')}
      description={t('security.avatar.intro')}
      testId="sc-avatar-dialog"
    >
      <div className="sc-avatars" role="list">
        {catalogue.data
          ? catalogue.data.list.map((a) => (
              <button
                key={a.id}
                type="button"
                role="listitem"
                className="sc-avatars__item"
                aria-pressed={current === a.url}
                aria-label={t('security.avatar.choose', { name: a.id })}
                disabled={choose.isPending}
                onClick={() => void pick(a.id)}
              >
                <img src={a.url} alt="" width={64} height={64} />
              </button>
            ))
          : Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="sc-avatars__skeleton" />)}
      </div>
      <div className="sc-avatars__upload">
        <input ref={fileRef} type="file" accept={TYPES.join(',')} hidden onChange={(e) => void onFile(e)} />
        <button
          type="button"
          className="btn btn--outline"
          disabled={upload.isPending}
          onClick={() => fileRef.current?.click()}
        >
          {upload.isPending ? <Spinner /> : null}
          {t('security.avatar.upload')}
        </button>
        <span className="sc-avatars__hint">{t('security.avatar.upload_hint')}</span>
      </div>
      <FormError text={problem} testId="sc-form-error" />
    </Dialog>
  );
}
