import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@/api';
import type { BookingParkingReport, ParkingReport } from '@/api/schemas/parkingReports';
import { ArrivalCardView } from '@/storefront/arrival/ArrivalCardView';
import type { ArrivalCard } from '@/storefront/arrival/arrivalCard';
import { Footer } from '@/storefront/layout/Footer';
import { HotelParkingReports } from '@/storefront/parking/HotelParkingReports';
import { parkingReportKeys } from '@/storefront/parking/useParkingReports';
import { SessionContext, type SessionStatus } from '@/storefront/session/sessionContext';
import { storefrontI18n } from './storefrontRender';

const trucker = { id: 7, email: 'trucker@example.com', is_superuser: false, roles: [], permissions: [] } as unknown as User;

/** Server markup of `node` at `path`, with this session and these answers already in the query cache. */
function render(node: ReactNode, { path = '/', status = 'signedOut', user = null, queries = [] }: { path?: string; status?: SessionStatus; user?: User | null; queries?: [readonly unknown[], unknown][] } = {}) {
  const lng = path.split('/')[1]?.length === 2 ? path.split('/')[1]! : 'en';
  const client = new QueryClient();
  for (const [key, data] of queries) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <I18nextProvider i18n={storefrontI18n(lng, ['common', 'storefront', 'booking'])}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <SessionContext.Provider value={{ status, user, signIn: () => undefined, signOut: async () => undefined, setUser: () => undefined }}>{node}</SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the footer's join link", () => {
  const links = (status: SessionStatus, user: User | null = null) => {
    const html = render(<Footer />, { status, user });
    return { join: html.includes('href="/auth/register"'), history: html.includes('href="/book/history"') };
  };

  it('is for visitors; a signed-in driver gets the booking history in its place', () => {
    expect(links('signedOut')).toEqual({ join: true, history: false });
    expect(links('signedIn', trucker)).toEqual({ join: false, history: true });
  });

  it('does not call a driver whose session is not known yet (offline, or being read) a visitor', () => {
    expect(links('offline')).toEqual({ join: false, history: false });
    expect(links('loading')).toEqual({ join: false, history: false });
  });
});

describe("an arrival card's staff notes", () => {
  const card: ArrivalCard = {
    booking_id: 41,
    user_id: 7,
    confirmation_code: 'RR23456789',
    hotel: {
      slug: 'arrival-inn',
      hotelName: 'Arrival Inn',
      address: '100 Frontage Rd',
      city: 'Oklahoma City',
      province: 'OK',
      phone: '+1 405 555 0101',
      latitude: 35.4676,
      longitude: -97.5164,
      checkinTime: '15:00',
      truckEntrance: null,
      truckEntrance_i18n: {},
      parkingDescription: 'Park in the back lot.',
      parkingDescription_i18n: {},
    },
    room: 'King room',
    checkin_date: '2030-03-10',
    checkout_date: '2030-03-12',
    nights: 2,
    saved_at: '2030-03-01T10:00:00Z',
  };

  it('an English note in an Arabic card takes its own direction, so its full stop stays at its end', () => {
    const html = render(<ArrivalCardView card={card} offline={false} />, { path: '/ar/book/arrival/41' });
    expect(html).toMatch(/<span [^>]*lang="en" dir="auto"[^>]*>Park in the back lot\.<\/span>/);
    expect(html).toMatch(/<span dir="ltr">\+1 405 555 0101<\/span>/);
  });
});

describe("a hotel's parking reports", () => {
  const report = (over: Partial<ParkingReport> = {}): ParkingReport => ({ id: 5, level: 'tight', note: 'Back row open', created_at: '2030-03-10T22:00:00Z', age_minutes: 0, ...over });
  const mine = (r: ParkingReport): { data: BookingParkingReport } => ({ data: { booking_id: 41, night: '2030-03-10', report: r } });

  it("say one age for the driver's own report, whichever answer came later", () => {
    const html = render(<HotelParkingReports hotelId={3} />, {
      status: 'signedIn',
      user: trucker,
      queries: [
        [parkingReportKeys.hotel(3), { data: [report({ age_minutes: 0 })] }],
        [parkingReportKeys.mine(3), mine(report({ age_minutes: 1 }))],
      ],
    });
    expect(html).toContain('Your report for tonight');
    expect(html.match(/Truck parking: tight · now/g)).toHaveLength(2);
    expect(html).not.toContain('1 minute ago');
  });

  it("a report no longer in the list (hidden by staff) keeps its own answer's age", () => {
    const html = render(<HotelParkingReports hotelId={3} />, {
      status: 'signedIn',
      user: trucker,
      queries: [
        [parkingReportKeys.hotel(3), { data: [] }],
        [parkingReportKeys.mine(3), mine(report({ age_minutes: 90 }))],
      ],
    });
    expect(html).toContain('Truck parking: tight · 1 hour ago');
  });
});
