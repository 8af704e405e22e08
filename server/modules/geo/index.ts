import { defineArea } from '@server/plugins/areas';
import { cities, countries, states } from './resources';

export default defineArea({ resources: [countries, states, cities] });
