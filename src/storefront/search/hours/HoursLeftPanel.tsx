import { Box, Button, Chip, FormControlLabel, FormHelperText, Stack, Switch, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { defaultSpeedKmh, HOURS_LEFT_MINUTES, hosClocks, SPEED_KMH, splitMinutes, type HoursLeft } from '@/api/reach';
import { useDistanceUnit } from '../../layout/useDistanceUnit';
import { usePageNamespace } from '../../i18n/usePageNamespace';
import { OutlinedField } from '../OutlinedField';
import type { SearchAction } from '../searchState';
import { speedIn, speedKmhOf, speedUnitLabel } from './speedUnit';

export type HoursLeftPanelProps = {
  hoursLeft: HoursLeft | null;
  beyondReach: boolean;
  apply(action: SearchAction): void;
};

const digits = (v: string) => v.replace(/[^\d]/g, '').slice(0, 3);

/**
 * "Before my hours run out": the driving time left (typed, or one of the US hours-of-service clocks) and the average
 * speed; results past it are hidden unless the switch shows them. Typed values apply with the button, picks at once.
 */
export function HoursLeftPanel({ hoursLeft, beyondReach, apply }: HoursLeftPanelProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  const speedKmh = hoursLeft?.speedKmh ?? defaultSpeedKmh(unit);
  const shown = splitMinutes(hoursLeft?.minutes ?? 0);
  const [hours, setHours] = useState(hoursLeft ? String(shown.hours) : '');
  const [minutes, setMinutes] = useState(hoursLeft ? String(shown.minutes) : '');
  const [speed, setSpeed] = useState(String(speedIn(speedKmh, unit)));
  const [problem, setProblem] = useState<'time' | 'speed' | null>(null);
  const speedUnit = speedUnitLabel(i18n.language, unit);
  const speedLabel = t('search:hours.speed', { unit: speedUnit });
  const speedRange = { min: Math.ceil(speedIn(SPEED_KMH.min, unit)), max: Math.floor(speedIn(SPEED_KMH.max, unit)) };

  const set = (value: HoursLeft | null) => {
    setProblem(null);
    apply({ type: 'setHoursLeft', value });
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const total = Number(hours || 0) * 60 + Number(minutes || 0);
    const typedSpeed = Number(speed);
    if (total < HOURS_LEFT_MINUTES.min || total > HOURS_LEFT_MINUTES.max) return setProblem('time');
    if (!(typedSpeed >= speedRange.min && typedSpeed <= speedRange.max)) return setProblem('speed');
    set({ minutes: total, speedKmh: speedKmhOf(typedSpeed, unit) });
  };
  const handleClock = (clockMinutes: number) => {
    const split = splitMinutes(clockMinutes);
    setHours(String(split.hours));
    setMinutes(String(split.minutes));
    set({ minutes: clockMinutes, speedKmh });
  };

  return (
    <Box role="group" aria-labelledby="hours-left-label" data-testid="hours-left" sx={{ flexBasis: '100%' }}>
      <Typography id="hours-left-label" variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5, fontWeight: 600 }}>
        {t('search:hours.label')}
      </Typography>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {hosClocks.map((c) => {
          const on = hoursLeft?.minutes === c.minutes;
          return (
            <Chip
              key={c.id}
              label={t(`search:hours.clocks.${c.id}`)}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => handleClock(c.minutes)}
              aria-pressed={on}
              data-testid={`hours-clock-${c.id}`}
            />
          );
        })}
      </Stack>
      <Stack component="form" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }} onSubmit={handleSubmit} noValidate>
        <OutlinedField
          size="small"
          label={t('search:hours.hours')}
          value={hours}
          onChange={(e) => setHours(digits(e.target.value))}
          htmlInput={{ inputMode: 'numeric', 'aria-describedby': problem ? 'hours-left-problem' : undefined }}
          error={problem === 'time'}
          sx={{ width: 96 }}
        />
        <OutlinedField
          size="small"
          label={t('search:hours.minutes')}
          value={minutes}
          onChange={(e) => setMinutes(digits(e.target.value))}
          htmlInput={{ inputMode: 'numeric' }}
          error={problem === 'time'}
          sx={{ width: 96 }}
        />
        {/* As wide as its label, whatever the language: the label sits above the box (12px, 14px in from each side) and
            a fixed width cut it ("Average speed (m…"). The hidden copy of it widens the grid cell the field fills. */}
        <Box sx={{ display: 'inline-grid', minWidth: 150 }}>
          <OutlinedField
            size="small"
            label={speedLabel}
            value={speed}
            onChange={(e) => setSpeed(digits(e.target.value))}
            htmlInput={{ inputMode: 'numeric' }}
            error={problem === 'speed'}
            sx={{ gridArea: '1 / 1' }}
          />
          <Box component="span" aria-hidden="true" sx={{ gridArea: '1 / 1', px: '15px', height: 0, overflow: 'hidden', visibility: 'hidden', whiteSpace: 'nowrap', fontSize: '0.75rem' }}>
            {speedLabel}
          </Box>
        </Box>
        <Button type="submit" variant="contained" data-testid="hours-apply">
          {t('search:hours.apply')}
        </Button>
        {hoursLeft ? (
          <Button onClick={() => set(null)} data-testid="hours-clear">
            {t('search:hours.clear')}
          </Button>
        ) : null}
      </Stack>
      {problem ? (
        <FormHelperText error id="hours-left-problem" role="alert">
          {problem === 'time' ? t('search:hours.invalidTime') : t('search:hours.invalidSpeed', { min: speedRange.min, max: speedRange.max, unit: speedUnit })}
        </FormHelperText>
      ) : null}
      {hoursLeft ? (
        <FormControlLabel
          sx={{ mt: 0.5 }}
          control={<Switch checked={beyondReach} onChange={(e) => apply({ type: 'setBeyondReach', value: e.target.checked })} data-testid="beyond-reach-switch" />}
          label={t('search:hours.showBeyond')}
        />
      ) : null}
    </Box>
  );
}
