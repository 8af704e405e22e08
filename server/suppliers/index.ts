import { randomBytes } from 'node:crypto';
import { supplierSettingsFromEnv, type SupplierSettings } from './config';
import { createDerbySoftClient, type DerbySoftConfig } from './derbysoft/client';
import type { HttpOptions } from './http';
import { createIcePortalClient, type IcePortalClient, type IcePortalConfig } from './iceportal/client';
import { buildCatalogue, scenariosOf, type Catalogue, type Scenarios } from './simulators/catalogue';
import { startDerbySoftSimulator, type DerbySoftSim } from './simulators/derbysoft';
import { startIcePortalSimulator, type IcePortalSim } from './simulators/iceportal';
import type { Chaos, Fault, LatencySetting, SimRequest } from './simulators/server';
import type { ContentProperty, ContentSupplier, InventorySupplier, ListPropertiesOptions } from './types';

export * from './types';
export { supplierSettingsFromEnv, SupplierConfigError, type SupplierSettings } from './config';
export type { Fault, LatencySetting, SimRequest } from './simulators/server';
export type { IcePortalSim } from './simulators/iceportal';
export type { DerbySoftSim } from './simulators/derbysoft';
export type { Scenarios } from './simulators/catalogue';

export type SuppliersConfig = { icePortal: IcePortalConfig; derbySoft: DerbySoftConfig };

export type Suppliers = { content: IcePortalClient; inventory: InventorySupplier };

export function createSuppliers(config: SuppliersConfig): Suppliers {
  return { content: createIcePortalClient(config.icePortal), inventory: createDerbySoftClient(config.derbySoft) };
}

export type SupplierSimulatorOptions = {
  /** Seed of the demo catalogue and of simulated latency. */
  seed?: string;
  /** Number of ICE Portal listings (about 40 % are also on DerbySoft). */
  size?: number;
  /** `none` for tests. */
  latency?: LatencySetting;
  faults?: { ice?: Fault[]; derby?: Fault[] };
  chaos?: { ice?: Chaos; derby?: Chaos };
  ice?: { envelope?: 'totals' | 'bare'; maxPageSize?: number; tokenTtlSeconds?: number; changeAfterPage?: number; port?: number; now?: () => number };
  derby?: { priceDrift?: Record<string, number> };
};

export type SupplierSimulators = {
  iceBaseUrl: string;
  derbyShoppingUrl: string;
  derbyBookingUrl: string;
  ice: IcePortalSim;
  derby: DerbySoftSim;
  catalogue: Catalogue;
  /** Known hotels for each special case (sold out, drifting price, unpublished, removed, …). */
  scenarios: Scenarios;
  /** Injects a fault into the simulator that serves its path (ICE Portal: /connect, /v1, /media; the rest DerbySoft). */
  inject(f: Fault): void;
  clearFaults(): void;
  /** Both simulators' request logs, in order. */
  readonly requests: SimRequest[];
  /** Adapter configuration that points at these simulators with their credentials. */
  config(http?: Partial<HttpOptions>): SuppliersConfig;
  close(): Promise<void>;
};

/** Starts both simulators on loopback (random ports unless told), sharing one deterministic demo catalogue. */
export async function startSupplierSimulators(opts: SupplierSimulatorOptions = {}): Promise<SupplierSimulators> {
  const seed = opts.seed ?? 'rigrest-suppliers';
  const catalogue = buildCatalogue({ seed, size: opts.size ?? 200 });
  const scenarios = scenariosOf(catalogue);
  const secret = () => randomBytes(18).toString('base64url');
  const creds = { clientId: 'rigrest-simulator', clientSecret: secret(), shoppingToken: secret(), bookingToken: secret(), distributorId: 'RIGREST', supplierId: 'TRUCKSTOP_HOTELS' };
  const ice = await startIcePortalSimulator({
    catalogue,
    clientId: creds.clientId,
    clientSecret: creds.clientSecret,
    seed,
    latency: opts.latency,
    faults: opts.faults?.ice,
    chaos: opts.chaos?.ice,
    ...opts.ice,
  });
  let derby: DerbySoftSim;
  try {
    derby = await startDerbySoftSimulator({
      catalogue,
      shoppingToken: creds.shoppingToken,
      bookingToken: creds.bookingToken,
      distributorId: creds.distributorId,
      supplierId: creds.supplierId,
      seed,
      latency: opts.latency,
      faults: opts.faults?.derby,
      chaos: opts.chaos?.derby,
      ...opts.derby,
    });
  } catch (err) {
    await ice.close();
    throw err;
  }
  return {
    iceBaseUrl: ice.url,
    derbyShoppingUrl: derby.shoppingUrl,
    derbyBookingUrl: derby.bookingUrl,
    ice,
    derby,
    catalogue,
    scenarios,
    inject: (f) => (isIcePath(f.path) ? ice.inject(f) : derby.inject(f)),
    clearFaults: () => {
      ice.clearFaults();
      derby.clearFaults();
    },
    get requests() {
      return [...ice.requests, ...derby.requests].sort((a, b) => a.seq - b.seq);
    },
    config: (http) => ({
      icePortal: { authUrl: ice.url, apiUrl: ice.url, clientId: creds.clientId, clientSecret: creds.clientSecret, ...(http ? { http } : {}) },
      derbySoft: {
        shoppingUrl: derby.shoppingUrl,
        bookingUrl: derby.bookingUrl,
        shoppingToken: creds.shoppingToken,
        bookingToken: creds.bookingToken,
        distributorId: creds.distributorId,
        supplierId: creds.supplierId,
        ...(http ? { http } : {}),
      },
    }),
    close: async () => {
      await Promise.all([ice.close(), derby.close()]);
    },
  };
}

const isIcePath = (path: string | undefined) => !!path && /^\/(connect|v1|media)(\/|$)/.test(path);

export type SupplierSetup = Suppliers & {
  settings: SupplierSettings;
  /** Running simulators, when a supplier had no real URL configured. */
  simulators: SupplierSimulators | null;
  close(): Promise<void>;
};

/**
 * What server/main.ts needs: adapters from the environment, with the local simulators started for any supplier
 * whose URL is not configured.
 */
export async function setupSuppliers(env: NodeJS.ProcessEnv = process.env, opts: { http?: Partial<HttpOptions> } = {}): Promise<SupplierSetup> {
  const settings = supplierSettingsFromEnv(env);
  const http: Partial<HttpOptions> = { timeoutMs: settings.timeoutMs, retries: settings.retries, ...opts.http };
  const needSims = !settings.icePortal || !settings.derbySoft;
  const sims = needSims
    ? await startSupplierSimulators({
        seed: settings.simulator.seed,
        latency: settings.simulator.latency,
        faults: { ice: settings.simulator.faults, derby: settings.simulator.faults },
        ice: { port: settings.simulator.icePort },
      })
    : null;
  const simConfig = sims?.config(http);
  const config: SuppliersConfig = {
    icePortal: settings.icePortal ? { ...settings.icePortal, http } : simConfig!.icePortal,
    derbySoft: { ...(settings.derbySoft ?? simConfig!.derbySoft), http, bookingTimeoutMs: settings.bookingTimeoutMs },
  };
  return { ...createSuppliers(config), settings, simulators: sims, close: async () => sims?.close() };
}

/**
 * Every property of a complete walk, once each (pages can repeat an item when the data changes while paging).
 * Note the time before calling: that is the `since` of the next incremental walk.
 */
export async function* walkProperties(content: ContentSupplier, opts: Omit<ListPropertiesOptions, 'cursor'> = {}): AsyncGenerator<ContentProperty> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await content.listProperties({ ...opts, ...(cursor ? { cursor } : {}) });
    for (const p of page.items) {
      if (seen.has(p.supplierId)) continue;
      seen.add(p.supplierId);
      yield p;
    }
    cursor = page.nextCursor;
  } while (cursor);
}
