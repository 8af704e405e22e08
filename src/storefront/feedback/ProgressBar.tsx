import { Box } from '@mui/material';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { progressAt, PROGRESS_THROTTLE_MS } from './progress';
import { requestActivity } from './requestActivity';

type Phase = { kind: 'idle' } | { kind: 'running'; value: number } | { kind: 'finishing' };

/**
 * The 2 px page-load bar: navigation or any pending API request. Work shorter
 * than the 200 ms throttle never shows it, so quick pages do not flicker.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const pending = useSyncExternalStore(requestActivity.subscribe, requestActivity.get, requestActivity.get) > 0;
  const busy = navigating || pending;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const startedAt = useRef(0);

  useEffect(() => {
    if (busy) {
      startedAt.current = performance.now();
      let tick: number | undefined;
      const show = window.setTimeout(() => {
        const step = () => setPhase({ kind: 'running', value: progressAt(performance.now() - startedAt.current) });
        step();
        tick = window.setInterval(step, 150);
      }, PROGRESS_THROTTLE_MS);
      return () => {
        window.clearTimeout(show);
        window.clearInterval(tick);
      };
    }
    setPhase((p) => (p.kind === 'running' ? { kind: 'finishing' } : { kind: 'idle' }));
    const hide = window.setTimeout(() => setPhase({ kind: 'idle' }), 350);
    return () => window.clearTimeout(hide);
  }, [busy]);

  if (phase.kind === 'idle') return null;
  const value = phase.kind === 'finishing' ? 100 : phase.value;
  return (
    <Box
      role="progressbar"
      aria-label={t('common:loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      sx={{ position: 'fixed', top: 0, insetInlineStart: 0, width: '100%', height: 2, zIndex: 2000, pointerEvents: 'none' }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${value}%`,
          bgcolor: 'primary.main',
          boxShadow: '0 0 6px rgba(0,82,136,0.6)',
          transition: 'width 150ms linear, opacity 300ms ease',
          opacity: phase.kind === 'finishing' ? 0 : 1,
        }}
      />
    </Box>
  );
}
