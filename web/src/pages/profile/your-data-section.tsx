/**
 * Profile: 'Your data' (issue 18). 'Download my data' saves the account's JSON archive (GET /api/users/me/export)
 * as a file; 'Delete account' opens a confirmation that names what will be removed and asks for the password
 * (and the two-factor code when it is on) before DELETE /api/users/me.
 */
import { errorFromResponse, routeUrl } from '@inkshelf/api-client';
import { MESSAGES } from '@inkshelf/contracts';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { Button } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { failureText } from './use-account-mutations.ts';
import { YOUR_DATA_TEXTS as T } from './your-data-texts.ts';

/** Fetches the archive and hands it to the browser as a download under the server's file name. */
async function downloadMyData(): Promise<void> {
  const url = `${api.baseUrl}${routeUrl(ACCOUNT_ROUTES, 'exportAccount')}`;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response, { method: 'GET', url });
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'inkshelf-data.json';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  const download = useMutation({ mutationFn: downloadMyData });
  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast(T.downloaded),
      onError: (error) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, T.downloadFailed),
          variant: 'destructive',
        }),
    });
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {T.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <div className="grid gap-1">
        <Button variant="outline" className="justify-self-start" disabled={download.isPending} onClick={onDownload}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? T.downloading : T.download}
        </Button>
        <p className="text-xs text-muted-foreground">{T.downloadHint}</p>
      </div>
      <Button variant="destructive" className="justify-self-start" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {T.delete}
      </Button>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
