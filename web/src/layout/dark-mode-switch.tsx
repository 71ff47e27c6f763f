/** The header's dark-mode switch: a native button with the switch role, labelled 'Toggle dark mode'. */
import { cn } from '@inkshelf/reader-ui';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../theme/theme-provider.tsx';

export function DarkModeSwitch({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-muted-foreground', className)}>
      <Sun aria-hidden="true" className="size-4" />
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label="Toggle dark mode"
        data-state={dark ? 'checked' : 'unchecked'}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
        className="relative h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent bg-input transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none data-[state=checked]:bg-primary"
      >
        <span
          aria-hidden="true"
          className={cn('block size-5 rounded-full bg-background shadow transition-transform', dark && 'translate-x-5')}
        />
      </button>
      <Moon aria-hidden="true" className="size-4" />
    </span>
  );
}
