import { BENEFICIARIES_PREFIX, beneficiariesModel } from './models/beneficiaries.model';
import { definePeopleTests } from './people';

// each worker's own customer (people.ts): its paths run side by side with another worker's
definePeopleTests(beneficiariesModel, BENEFICIARIES_PREFIX);
