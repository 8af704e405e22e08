import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Button, Card, CardActions, CardMedia, Chip, CircularProgress, IconButton, MenuItem, Skeleton, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Confirm, useCanAccess, useGetList, useLocaleState, useNotify, useTranslate, type Identifier } from 'react-admin';
import { contentLanguages, type ContentLanguage, type Translations } from '@/api/schemas/content';
import type { Picture } from '@/api/schemas/hotels';
import { localeInfo } from '@/i18n/locales';
import { useAppDataProvider } from '@/dataProvider';
import { mergeSubsetOrder, moveItem } from './pictureOrder';

export type PicturesPanelProps = {
  hotelId: Identifier;
  /** Only this room's pictures (uploads are attached to it); without it, all of the hotel's. */
  roomId?: Identifier;
};

// The pictures flow in reading order, so "earlier" points back along the line in either direction.
const flipInRtl = { transform: (t: { direction: string }) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) } as const;

type PictureCardProps = {
  picture: Picture;
  index: number;
  count: number;
  canChange: boolean;
  rooms: Array<{ id: Identifier; name: string }> | null;
  onMove(from: number, to: number): void;
  onSave(picture: Picture, changes: PictureEdit): void;
  onDelete(picture: Picture): void;
};

type PictureEdit = { caption?: string | null; caption_i18n?: Translations; room_id?: number | null };

/** The caption in another language, beside the English one: blank shows English to that language's readers. */
function CaptionTranslation({ picture, index, onSave }: Pick<PictureCardProps, 'picture' | 'index' | 'onSave'>) {
  const translate = useTranslate();
  const [adminLocale] = useLocaleState();
  const [language, setLanguage] = useState<ContentLanguage>(() => ((contentLanguages as readonly string[]).includes(adminLocale) ? (adminLocale as ContentLanguage) : 'es'));
  const [text, setText] = useState(picture.caption_i18n[language] ?? '');
  const save = () => {
    const next = text.trim();
    if (next === (picture.caption_i18n[language] ?? '')) return;
    const rest = Object.fromEntries(Object.entries(picture.caption_i18n).filter(([l]) => l !== language)) as Translations;
    onSave(picture, { caption_i18n: next ? { ...rest, [language]: next } : rest });
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1 }}>
      <TextField
        select
        size="small"
        margin="dense"
        label={translate('contentLanguages.language')}
        value={language}
        onChange={(e) => {
          const next = e.target.value as ContentLanguage;
          setLanguage(next);
          setText(picture.caption_i18n[next] ?? '');
        }}
      >
        {contentLanguages.map((l) => (
          <MenuItem key={l} value={l} lang={l}>
            {localeInfo[l].name}
            {picture.caption_i18n[l] ? ' ✓' : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          }
        }}
        label={translate('contentLanguages.inLanguage', { field: translate('resources.pictures.caption'), language: localeInfo[language].name })}
        placeholder={picture.caption ?? ''}
        slotProps={{ htmlInput: { maxLength: 300, lang: language, dir: language === 'ar' ? 'rtl' : 'auto', 'aria-label': translate('resources.pictures.captionOfIn', { n: index + 1, language: localeInfo[language].name }) } }}
        size="small"
        fullWidth
        margin="dense"
      />
    </Box>
  );
}

function PictureCard({ picture, index, count, canChange, rooms, onMove, onSave, onDelete }: PictureCardProps) {
  const translate = useTranslate();
  const [caption, setCaption] = useState(picture.caption ?? '');
  const [dragOver, setDragOver] = useState(false);
  const saveCaption = () => {
    const next = caption.trim();
    if (next !== (picture.caption ?? '')) onSave(picture, { caption: next || null });
  };
  const name = picture.caption || translate('resources.pictures.numbered', { n: index + 1 });
  const dragProps = canChange
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.setData('text/plain', String(index));
          e.dataTransfer.effectAllowed = 'move';
        },
        onDragOver: (e: DragEvent) => {
          e.preventDefault();
          setDragOver(true);
        },
        onDragLeave: () => setDragOver(false),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          setDragOver(false);
          const from = Number(e.dataTransfer.getData('text/plain'));
          if (Number.isInteger(from)) onMove(from, index);
        },
      }
    : {};
  return (
    <Card variant="outlined" data-testid="picture-card" sx={{ display: 'flex', flexDirection: 'column', outline: dragOver ? 2 : 0, outlineColor: 'primary.main' }} {...dragProps}>
      <Box sx={{ position: 'relative' }}>
        <CardMedia component="img" image={picture.url} alt={picture.caption ?? ''} sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.200' }} />
        <Chip
          size="small"
          label={translate(`resources.pictures.source.${picture.source}`, { _: picture.source })}
          color={picture.source === 'ice_portal' ? 'secondary' : 'default'}
          sx={{ position: 'absolute', top: 6, insetInlineStart: 6, bgcolor: picture.source === 'ice_portal' ? undefined : 'rgba(255,255,255,0.9)' }}
        />
        {canChange ? <DragIndicatorIcon sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, color: 'common.white', filter: 'drop-shadow(0 0 2px rgba(0,0,0,.6))', cursor: 'grab' }} aria-hidden /> : null}
      </Box>
      <Box sx={{ px: 1, pt: 1, flex: 1 }}>
        {canChange ? (
          <TextField
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            onBlur={saveCaption}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                saveCaption();
              }
            }}
            label={translate('resources.pictures.caption')}
            slotProps={{ htmlInput: { maxLength: 300, 'aria-label': translate('resources.pictures.captionOf', { n: index + 1 }) } }}
            size="small"
            fullWidth
            margin="dense"
          />
        ) : (
          <Typography variant="body2">{picture.caption || '—'}</Typography>
        )}
        {canChange ? <CaptionTranslation picture={picture} index={index} onSave={onSave} /> : null}
        {rooms && canChange ? (
          <TextField
            select
            size="small"
            fullWidth
            margin="dense"
            label={translate('resources.pictures.room')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            value={picture.room_id ?? ''}
            onChange={(e) => onSave(picture, { room_id: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <MenuItem value="">{translate('resources.pictures.wholeHotel')}</MenuItem>
            {rooms.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {canChange ? (
        <CardActions sx={{ pt: 0 }}>
          <Tooltip title={translate('resources.pictures.moveUp')}>
            <span>
              <IconButton size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={translate('resources.pictures.moveUpNamed', { name })}>
                <ArrowBackIcon fontSize="small" sx={flipInRtl} />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('resources.pictures.moveDown')}>
            <span>
              <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={translate('resources.pictures.moveDownNamed', { name })}>
                <ArrowForwardIcon fontSize="small" sx={flipInRtl} />
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flex: 1 }} />
          <Tooltip title={translate('ra.action.delete')}>
            <IconButton size="small" color="error" onClick={() => onDelete(picture)} aria-label={translate('resources.pictures.deleteNamed', { name })}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </CardActions>
      ) : null}
    </Card>
  );
}

/** Hotel (or room) pictures: upload with a caption, drag or arrow to reorder, edit captions, delete. */
export function PicturesPanel({ hotelId, roomId }: PicturesPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'hotels', action: 'edit' });
  const { canAccess: canSeeRooms = false } = useCanAccess({ resource: 'rooms', action: 'list' });
  const fileRef = useRef<HTMLInputElement>(null);
  const [newCaption, setNewCaption] = useState('');
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const key = ['hotelPictures', hotelId];
  const { data: all, isPending, error } = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.hotelPictures(hotelId, signal) });
  const { data: rooms } = useGetList('rooms', { filter: { hotel_id: hotelId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } }, { enabled: roomId === undefined && canSeeRooms });
  const pictures = (all ?? []).filter((p) => roomId === undefined || p.room_id === Number(roomId));
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const fail = (err: unknown) => {
    const body = (err as { body?: { errors?: Record<string, unknown> } }).body;
    const first = Object.values(body?.errors ?? {}).find((v) => typeof v === 'string') as string | undefined;
    notify(first ?? ((err as Error).message || 'ra.notification.http_error'), { type: 'error' });
  };

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setUploading(true);
    try {
      for (const file of files) {
        await dataProvider.uploadHotelPicture(hotelId, file, { caption: newCaption.trim() || null, room_id: roomId === undefined ? null : Number(roomId) });
      }
      setNewCaption('');
      notify('resources.pictures.uploaded', { type: 'success', messageArgs: { smart_count: files.length } });
    } catch (err) {
      fail(err);
    } finally {
      setUploading(false);
      await reload();
    }
  };

  const handleMove = async (from: number, to: number) => {
    if (!all || to < 0 || to >= pictures.length) return;
    const moved = moveItem(pictures, from, to).map((p) => p.id);
    const ids = mergeSubsetOrder(all.map((p) => p.id), moved);
    const byId = new Map(all.map((p) => [p.id, p]));
    queryClient.setQueryData<Picture[]>(key, ids.map((id, position) => ({ ...byId.get(id)!, position })));
    try {
      await dataProvider.reorderHotelPictures(hotelId, ids);
    } catch (err) {
      fail(err);
      await reload();
    }
  };

  const handleSave = async (picture: Picture, changes: PictureEdit) => {
    try {
      const saved = await dataProvider.updateHotelPicture(picture.id, changes);
      queryClient.setQueryData<Picture[]>(key, (list) => list?.map((p) => (p.id === saved.id ? saved : p)));
      notify('resources.pictures.saved', { type: 'success' });
    } catch (err) {
      fail(err);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await dataProvider.deleteHotelPicture(deleting.id);
      notify('resources.pictures.deleted', { type: 'info' });
    } catch (err) {
      fail(err);
    } finally {
      setDeleting(null);
      await reload();
    }
  };

  const title = roomId === undefined ? 'resources.pictures.title' : 'resources.pictures.roomTitle';
  return (
    <Box component="section" aria-labelledby={`pictures-title-${roomId ?? 'hotel'}`}>
      <Typography id={`pictures-title-${roomId ?? 'hotel'}`} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {translate(title)}
      </Typography>
      {canChange ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <TextField
            size="small"
            label={translate('resources.pictures.newCaption')}
            value={newCaption}
            onChange={(e) => setNewCaption(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          <input ref={fileRef} type="file" accept="image/png,image/jpeg,image/webp,image/gif" multiple hidden onChange={handleFiles} data-testid={`picture-file-${roomId ?? 'hotel'}`} />
          <Button variant="contained" startIcon={uploading ? <CircularProgress size={16} color="inherit" /> : <AddPhotoIcon />} disabled={uploading} onClick={() => fileRef.current?.click()}>
            {translate('resources.pictures.upload')}
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {translate(roomId === undefined ? 'resources.pictures.help' : 'resources.pictures.roomHelp')}
          </Typography>
        </Box>
      ) : null}
      {isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : pictures.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.pictures.empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }, gap: { xs: 1, sm: 2 } }}>
          {pictures.map((p, i) => (
            <PictureCard
              key={`${p.id}-${p.caption ?? ''}`}
              picture={p}
              index={i}
              count={pictures.length}
              canChange={canChange}
              rooms={roomId === undefined && canSeeRooms ? (rooms ?? []).map((r) => ({ id: r.id, name: String(r.name) })) : null}
              onMove={handleMove}
              onSave={handleSave}
              onDelete={setDeleting}
            />
          ))}
        </Box>
      )}
      <Confirm
        isOpen={deleting !== null}
        title="resources.pictures.deleteTitle"
        content="resources.pictures.deleteConfirm"
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
