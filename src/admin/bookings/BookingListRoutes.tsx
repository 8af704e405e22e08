import { Route, Routes, useParams } from 'react-router';
import { BookingList } from './BookingList';
import { BookingShow } from './BookingShow';

function BookingViewRoute() {
  const { id } = useParams<'id'>();
  return <BookingShow id={id} />;
}

/**
 * react-admin routes `/bookings/*` to the list screen unless it is `create`, `{id}/show` or an edit
 * page; the spec's `/admin/bookings/{id}/view` lands here, and shows the booking at that address.
 */
export function BookingListRoutes() {
  return (
    <Routes>
      <Route path=":id/view" element={<BookingViewRoute />} />
      <Route path="*" element={<BookingList />} />
    </Routes>
  );
}
