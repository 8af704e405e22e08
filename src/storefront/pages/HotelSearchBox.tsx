import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../i18n/useLocale';

export type HotelSearchBoxProps = { size?: 'medium' | 'large'; autoFocus?: boolean };

/** A place or hotel name, sent to the hotel search page (/hotels?search=...). */
export function HotelSearchBox({ size = 'medium', autoFocus }: HotelSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const [text, setText] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    void navigate(localize(search ? `/hotels?search=${encodeURIComponent(search)}` : '/hotels'));
  };

  return (
    <Box component="form" role="search" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, width: '100%', flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={size === 'large' ? undefined : t('search.label')}
        placeholder={t('search.placeholder')}
        type="search"
        fullWidth
        autoFocus={autoFocus}
        size={size === 'large' ? 'medium' : 'small'}
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': t('search.label') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" color={size === 'large' ? 'secondary' : 'primary'} disableElevation sx={{ px: 4, flexShrink: 0, minHeight: size === 'large' ? 56 : 40 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}
