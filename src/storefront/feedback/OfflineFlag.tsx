import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert, Button, Slide, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../i18n/LocaleLink';
import { useSession } from '../session/sessionContext';
import { useOnline } from './onlineStatus';

/**
 * Says so while the browser is offline, and briefly when the connection comes back. A signed-in driver is offered
 * the arrival cards saved on the device (the booking history shows them offline).
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

  return (
    <>
      <Snackbar open={!online} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} slots={{ transition: Slide }}>
        <Alert
          severity="warning"
          variant="filled"
          icon={<WifiOffIcon fontSize="inherit" />}
          role="status"
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
      </Snackbar>
      <Snackbar
        open={online && backOnline}
        autoHideDuration={3000}
        onClose={() => setBackOnline(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" icon={<WifiIcon fontSize="inherit" />} role="status">
          {t('common:online')}
        </Alert>
      </Snackbar>
    </>
  );
}
