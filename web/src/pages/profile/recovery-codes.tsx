/** Recovery codes shown once after setup or regeneration: the list, Copy, Download .txt, and Done. */
import { Button } from '@inkshelf/reader-ui';
import { Copy, Download } from 'lucide-react';
import { toast } from '@inkshelf/ui/toast';
import { TWO_FACTOR_TEXTS as T } from './two-factor-texts.ts';

export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const text = `${T.fileHeader(username)}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast(T.copied);
    } catch {
      toast({ title: T.failed, description: T.copyFailed, variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = T.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{T.codesHeading}</h3>
      <p className="text-sm text-muted-foreground">{T.codesIntro}</p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-muted p-4 font-mono text-sm select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {T.copy}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {T.download}
        </Button>
        <Button onClick={onDone}>{T.done}</Button>
      </div>
    </div>
  );
}
