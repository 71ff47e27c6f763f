/** Light or dark, kept in the studio's settings and applied as the `.dark` class the shared theme reads. */
import { Button } from '@inkshelf/reader-ui';
import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { StudioSettings } from '../../shared/bridge.ts';
import { studio } from '../lib/studio.ts';

type Theme = StudioSettings['theme'];

function apply(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => {
    void studio()
      .settings.get()
      .then((settings) => {
        setTheme(settings.theme);
        apply(settings.theme);
      });
  }, []);
  const dark = theme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Dark mode"
      aria-pressed={dark}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark';
        setTheme(next);
        apply(next);
        void studio().settings.update({ theme: next });
      }}
    >
      {dark ? <Sun aria-hidden="true" className="size-4" /> : <Moon aria-hidden="true" className="size-4" />}
    </Button>
  );
}
