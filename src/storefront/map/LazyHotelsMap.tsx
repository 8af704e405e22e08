import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { lazyOnDemand } from '../layout/lazyOnDemand';
import type { HotelsMapProps } from './types';

// Leaflet, its CSS and the clustering code download only when a page actually shows a map.
const { Component: HotelsMap } = lazyOnDemand(() => import('./HotelsMap').then((m) => m.HotelsMap));

/** The hotels map, loaded on first use; a grey block of the same height stands in meanwhile. */
export function LazyHotelsMap(props: HotelsMapProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: props.height, borderRadius: 1 }} aria-label={props.ariaLabel} data-testid="hotels-map-loading" />}>
      <HotelsMap {...props} />
    </Suspense>
  );
}
