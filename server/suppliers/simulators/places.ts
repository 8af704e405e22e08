/** Real truck-stop towns and freight hubs on US interstates and Canadian highways (approximate centre coordinates). */

export type Place = {
  city: string;
  state: string;
  country: 'US' | 'CA';
  lat: number;
  lon: number;
  highway: string;
  areaCode: string;
  postalCode: string;
};

const us = (city: string, state: string, lat: number, lon: number, highway: string, areaCode: string, postalCode: string): Place => ({
  city,
  state,
  country: 'US',
  lat,
  lon,
  highway,
  areaCode,
  postalCode,
});
const ca = (city: string, state: string, lat: number, lon: number, highway: string, areaCode: string, postalCode: string): Place => ({
  city,
  state,
  country: 'CA',
  lat,
  lon,
  highway,
  areaCode,
  postalCode,
});

export const PLACES: readonly Place[] = [
  us('Amarillo', 'TX', 35.222, -101.831, 'I-40', '806', '79101'),
  us('Effingham', 'IL', 39.12, -88.543, 'I-57/I-70', '217', '62401'),
  us('Little America', 'WY', 41.545, -109.86, 'I-80', '307', '82929'),
  us('Breezewood', 'PA', 39.999, -78.243, 'I-70/I-76', '814', '15533'),
  us('Joplin', 'MO', 37.084, -94.513, 'I-44', '417', '64801'),
  us('Ontario', 'CA', 34.063, -117.651, 'I-10/I-15', '909', '91761'),
  us('Laredo', 'TX', 27.53, -99.48, 'I-35', '956', '78040'),
  us('Gary', 'IN', 41.593, -87.346, 'I-80/I-94', '219', '46402'),
  us('Oklahoma City', 'OK', 35.467, -97.516, 'I-35/I-40', '405', '73102'),
  us('Flagstaff', 'AZ', 35.198, -111.651, 'I-40/I-17', '928', '86001'),
  us('Salt Lake City', 'UT', 40.76, -111.891, 'I-15/I-80', '801', '84101'),
  us('Knoxville', 'TN', 35.96, -83.92, 'I-40/I-75', '865', '37902'),
  us('Memphis', 'TN', 35.149, -90.049, 'I-40/I-55', '901', '38103'),
  us('Dallas', 'TX', 32.776, -96.797, 'I-35E/I-20', '214', '75201'),
  us('Atlanta', 'GA', 33.749, -84.388, 'I-75/I-85', '404', '30303'),
  us('Jacksonville', 'FL', 30.332, -81.656, 'I-95/I-10', '904', '32202'),
  us('Columbus', 'OH', 39.961, -82.999, 'I-70/I-71', '614', '43215'),
  us('Indianapolis', 'IN', 39.768, -86.158, 'I-65/I-70', '317', '46204'),
  us('Louisville', 'KY', 38.253, -85.759, 'I-64/I-65', '502', '40202'),
  us('Nashville', 'TN', 36.163, -86.781, 'I-40/I-65', '615', '37203'),
  us('St. Louis', 'MO', 38.627, -90.199, 'I-70/I-44', '314', '63101'),
  us('Kansas City', 'MO', 39.1, -94.579, 'I-70/I-35', '816', '64105'),
  us('Omaha', 'NE', 41.257, -95.935, 'I-80/I-29', '402', '68102'),
  us('Des Moines', 'IA', 41.587, -93.625, 'I-35/I-80', '515', '50309'),
  us('Sioux Falls', 'SD', 43.545, -96.731, 'I-29/I-90', '605', '57104'),
  us('Billings', 'MT', 45.784, -108.501, 'I-90/I-94', '406', '59101'),
  us('Rawlins', 'WY', 41.791, -107.239, 'I-80', '307', '82301'),
  us('Cheyenne', 'WY', 41.14, -104.82, 'I-80/I-25', '307', '82001'),
  us('Denver', 'CO', 39.739, -104.99, 'I-70/I-25', '303', '80202'),
  us('Albuquerque', 'NM', 35.084, -106.65, 'I-40/I-25', '505', '87102'),
  us('El Paso', 'TX', 31.762, -106.485, 'I-10', '915', '79901'),
  us('Tucson', 'AZ', 32.222, -110.975, 'I-10/I-19', '520', '85701'),
  us('Phoenix', 'AZ', 33.448, -112.074, 'I-10/I-17', '602', '85003'),
  us('Barstow', 'CA', 34.899, -117.022, 'I-15/I-40', '760', '92311'),
  us('Sacramento', 'CA', 38.582, -121.494, 'I-80/I-5', '916', '95814'),
  us('Redding', 'CA', 40.587, -122.392, 'I-5', '530', '96001'),
  us('Medford', 'OR', 42.327, -122.873, 'I-5', '541', '97501'),
  us('Portland', 'OR', 45.515, -122.679, 'I-5/I-84', '503', '97204'),
  us('Boise', 'ID', 43.615, -116.202, 'I-84', '208', '83702'),
  us('Spokane', 'WA', 47.659, -117.426, 'I-90', '509', '99201'),
  us('Fargo', 'ND', 46.877, -96.79, 'I-29/I-94', '701', '58102'),
  us('Bismarck', 'ND', 46.808, -100.784, 'I-94', '701', '58501'),
  us('Minneapolis', 'MN', 44.978, -93.265, 'I-35W/I-94', '612', '55401'),
  us('Madison', 'WI', 43.073, -89.401, 'I-90/I-94', '608', '53703'),
  us('Toledo', 'OH', 41.664, -83.555, 'I-75/I-80', '419', '43604'),
  us('Harrisburg', 'PA', 40.274, -76.884, 'I-81/I-83', '717', '17101'),
  us('Carlisle', 'PA', 40.201, -77.2, 'I-81/I-76', '717', '17013'),
  us('Richmond', 'VA', 37.541, -77.436, 'I-95/I-64', '804', '23219'),
  us('Charlotte', 'NC', 35.227, -80.843, 'I-85/I-77', '704', '28202'),
  us('Savannah', 'GA', 32.081, -81.091, 'I-95/I-16', '912', '31401'),
  us('Birmingham', 'AL', 33.519, -86.81, 'I-20/I-65', '205', '35203'),
  us('Jackson', 'MS', 32.299, -90.185, 'I-20/I-55', '601', '39201'),
  us('Shreveport', 'LA', 32.525, -93.75, 'I-20/I-49', '318', '71101'),
  us('Houston', 'TX', 29.76, -95.37, 'I-10/I-45', '713', '77002'),
  us('San Antonio', 'TX', 29.424, -98.494, 'I-10/I-35', '210', '78205'),
  ca('Toronto', 'ON', 43.653, -79.383, 'Hwy 401', '416', 'M5H 2N2'),
  ca('London', 'ON', 42.984, -81.246, 'Hwy 401', '519', 'N6A 3K7'),
  ca('Windsor', 'ON', 42.317, -83.036, 'Hwy 401', '519', 'N9A 6J3'),
  ca('Kingston', 'ON', 44.231, -76.486, 'Hwy 401', '613', 'K7L 2Z4'),
  ca('Thunder Bay', 'ON', 48.38, -89.247, 'Hwy 11/Hwy 17', '807', 'P7B 1A3'),
  ca('Montreal', 'QC', 45.502, -73.567, 'A-20/A-40', '514', 'H2Y 1C6'),
  ca('Drummondville', 'QC', 45.883, -72.484, 'A-20/A-55', '819', 'J2B 6V6'),
  ca('Winnipeg', 'MB', 49.895, -97.138, 'Hwy 1', '204', 'R3C 0A1'),
  ca('Brandon', 'MB', 49.848, -99.95, 'Hwy 1', '204', 'R7A 0A1'),
  ca('Regina', 'SK', 50.445, -104.618, 'Hwy 1', '306', 'S4P 3Y2'),
  ca('Calgary', 'AB', 51.045, -114.057, 'Hwy 1/Hwy 2', '403', 'T2P 2M5'),
  ca('Medicine Hat', 'AB', 50.041, -110.677, 'Hwy 1', '403', 'T1A 0A1'),
  ca('Edmonton', 'AB', 53.546, -113.494, 'Hwy 2/Hwy 16', '780', 'T5J 0N3'),
  ca('Kamloops', 'BC', 50.674, -120.327, 'Hwy 1/Hwy 5', '250', 'V2C 1A1'),
  ca('Moncton', 'NB', 46.088, -64.778, 'Hwy 2', '506', 'E1C 1A1'),
];

/** Real brands and their GDS chain codes; `rate` is the nightly price band in USD. */
export type Brand = { code: string; name: string; parent: string; rate: [number, number]; breakfast: boolean; color: string };

export const BRANDS: readonly Brand[] = [
  { code: 'CI', name: 'Comfort Inn', parent: 'Choice Hotels', rate: [85, 170], breakfast: true, color: '#1b5e9e' },
  { code: 'QI', name: 'Quality Inn', parent: 'Choice Hotels', rate: [75, 150], breakfast: true, color: '#7a1f5c' },
  { code: 'EO', name: 'Econo Lodge', parent: 'Choice Hotels', rate: [60, 105], breakfast: true, color: '#c8102e' },
  { code: 'SE', name: 'Super 8', parent: 'Wyndham Hotels & Resorts', rate: [60, 115], breakfast: true, color: '#d52b1e' },
  { code: 'DI', name: 'Days Inn', parent: 'Wyndham Hotels & Resorts', rate: [65, 125], breakfast: true, color: '#f2a900' },
  { code: 'G6', name: 'Motel 6', parent: 'G6 Hospitality', rate: [60, 100], breakfast: false, color: '#e4002b' },
  { code: 'RR', name: 'Red Roof Inn', parent: 'Red Roof', rate: [65, 130], breakfast: false, color: '#b5121b' },
  { code: 'BW', name: 'Best Western', parent: 'BWH Hotels', rate: [95, 250], breakfast: true, color: '#003c7e' },
];
