import WifiIcon from '@mui/icons-material/Wifi';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Alert, Slide, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './onlineStatus';

/** Says so while the browser is offline, and briefly when the connection comes back. */
export function OfflineFlag() {
  const { t } = useTranslation();
  const online = useOnline();
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
        <Alert severity="warning" variant="filled" icon={<WifiOffIcon fontSize="inherit" />} role="status">
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
