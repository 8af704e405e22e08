import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert, Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../i18n/LocaleLink';
import { useSession } from '../session/sessionContext';
import { useOnline } from './onlineStatus';

/**
 * Says so while the browser is offline, and briefly when the connection comes back. A signed-in driver is offered
 * the arrival cards saved on the device (the booking history shows them offline). A bar in the page's flow, above the
 * header: fixed over the page, it hid the menu, the account and the page's title on a phone for as long as it was
 * offline.
 */
export function OfflineFlag() {
  const { t } = useTranslation();
  const online = useOnline();
  const { status } = useSession();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      setBackOnline(true);
    }
  }, [online]);

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), 3000);
    return () => clearTimeout(timer);
  }, [backOnline]);

  // One live region, in place before its words change, so a screen reader announces each change.
  return (
    <Box role="status" data-testid="connection-flag">
      {!online ? (
        <Alert
          severity="warning"
          variant="filled"
          icon={<WifiOffIcon fontSize="inherit" />}
          role="none"
          sx={{ borderRadius: 0 }}
          action={
            status === 'signedOut' ? undefined : (
              <Button component={LocaleLink} to="/book/history" color="inherit" size="small" sx={{ fontWeight: 700 }}>
                {t('common:arrivalCards')}
              </Button>
            )
          }
        >
          {t('common:offline')}
        </Alert>
      ) : backOnline ? (
        <Alert severity="success" variant="filled" icon={<WifiIcon fontSize="inherit" />} role="none" sx={{ borderRadius: 0 }}>
          {t('common:online')}
        </Alert>
      ) : null}
    </Box>
  );
}
