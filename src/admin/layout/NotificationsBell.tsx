import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The bell with its unread badge; notifications themselves arrive in a later issue, so it shows 0. */
export function NotificationsBell() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = 0;
  return (
    <>
      <Tooltip title={translate('toolbar.notifications')}>
        <IconButton color="inherit" aria-label={translate('toolbar.notificationsCount', { smart_count: unread })} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={unread} showZero color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 400, maxWidth: '100vw', maxHeight: 600 } } }}
      >
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('toolbar.noNotifications')}
        </Typography>
      </Popover>
    </>
  );
}
