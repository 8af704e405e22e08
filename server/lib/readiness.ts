/** What a start is busy with before it can serve: migrating the database, then the first-start seed. */
export type PreparePhase = 'migrating' | 'seeding';

/**
 * Whether the app may serve yet. main.ts listens first and marks it ready once the database is migrated and seeded;
 * until then pages answer "preparing" and the API 503 (see plugins/preparing.ts). Tests make one and open it themselves.
 */
export type Readiness = {
  readonly ready: boolean;
  readonly phase: PreparePhase;
  /** Resolves when ready (at once for a readiness made ready). */
  readonly whenReady: Promise<void>;
  setPhase(phase: PreparePhase): void;
  markReady(): void;
};

export function createReadiness(opts: { ready: boolean } = { ready: true }): Readiness {
  let open!: () => void;
  const whenReady = new Promise<void>((resolve) => (open = resolve));
  let ready = opts.ready;
  let phase: PreparePhase = 'migrating';
  if (ready) open();
  return {
    get ready() {
      return ready;
    },
    get phase() {
      return phase;
    },
    whenReady,
    setPhase(next) {
      phase = next;
    },
    markReady() {
      ready = true;
      open();
    },
  };
}
