import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import type { ParkingReportInput } from '@/api/schemas/parkingReports';
import { bookingKeys } from '../booking/useBookings';
import { useOptionalUser } from '../session/sessionContext';

export const parkingReportKeys = {
  all: ['parking-reports'] as const,
  hotel: (hotelId: number) => [...parkingReportKeys.all, 'hotel', hotelId] as const,
  mine: (hotelId: number) => [...parkingReportKeys.all, 'mine', hotelId] as const,
};

/** A hotel's live reports: live data, so asked again after a minute rather than the page's five. */
export function useHotelParkingReports(hotelId: number) {
  return useQuery({
    queryKey: parkingReportKeys.hotel(hotelId),
    queryFn: ({ signal }) => api.parkingReports.ofHotel(hotelId, signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** The signed-in driver's booking at this hotel that may report now (the browser's own: never drawn on the server). */
export function useMyParkingReport(hotelId: number) {
  const user = useOptionalUser();
  return useQuery({
    queryKey: parkingReportKeys.mine(hotelId),
    queryFn: ({ signal }) => api.parkingReports.mine(hotelId, signal),
    enabled: user !== null,
    meta: { silent: true, ssr: false },
  });
}

/** Sends a report; the hotel's reports, the driver's own and their bookings are read again afterwards. */
export function useSendParkingReport(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParkingReportInput) => api.parkingReports.create(bookingId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: parkingReportKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
