import { MatchersV3 } from '@pact-foundation/pact';
import { ApiError, configureApi } from '@hp/shell-sdk';
import { fetchDirectoryPage } from '../src/api/directory';
import { jsonResponse, pact } from './marketingPact';

const PATH = '/api/clinic/approved-clinics';

/** The pharmacy the provider state approves (its name, area and EMI are what the filters below look for). */
export const DIRECTORY_PHARMACY = { name: 'Pact Directory Pharmacy', location: 'Thane' };

const noNextPage = { clinics: null, pharmacies: null, laboratories: null };

describe('the public directory (/demo)', () => {
  it("answers the filtered list's first page: an approved pharmacy as the cards show it, and no next page", async () => {
    await pact
      .addInteraction()
      .given(
        `an approved pharmacy ${DIRECTORY_PHARMACY.name} in ${DIRECTORY_PHARMACY.location} with EMI is listed in the directory`,
      )
      .uponReceiving('the directory: pharmacies in Thane that offer EMI')
      .withRequest('GET', PATH, (builder) =>
        builder
          .query({ type: 'pharmacy', area: 'Thane', emi: 'true' })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(200, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          clinics: [],
          pharmacies: MatchersV3.eachLike({
            id: MatchersV3.uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d10'),
            _id: MatchersV3.uuid('0193a8f0-5b6e-7c3d-9a51-0c2f1f3b9d10'),
            entityType: 'pharmacy',
            name: DIRECTORY_PHARMACY.name,
            specializations: [],
            numberOfDoctors: MatchersV3.integer(2),
            location: DIRECTORY_PHARMACY.location,
            address: MatchersV3.string('12 Hill Road, Thane West'),
            phone: MatchersV3.regex(/^[6-9]\d{9}$/.source, '9876543210'),
            acceptsEMI: true,
            acceptsInsurance: MatchersV3.boolean(false),
          }),
          laboratories: [],
          next: noNextPage,
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const page = await fetchDirectoryPage({ type: 'pharmacy', area: 'Thane', emi: true });
        expect(page.pharmacies.map((entry) => entry.name)).toEqual([DIRECTORY_PHARMACY.name]);
        expect(page.next.pharmacies).toBeNull();
      });
  });

  it('answers empty lists when nothing matches (the page then says so)', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the directory: laboratories in an area with none')
      .withRequest('GET', PATH, (builder) =>
        builder
          .query({ type: 'lab', q: 'Pact nowhere', area: 'Nowhere' })
          .headers({ Accept: 'application/json' }),
      )
      .willRespondWith(200, (builder) =>
        builder
          .headers(jsonResponse)
          .jsonBody({ clinics: [], pharmacies: [], laboratories: [], next: noNextPage }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const page = await fetchDirectoryPage({ type: 'lab', q: 'Pact nowhere', area: 'Nowhere' });
        expect(page.laboratories).toEqual([]);
      });
  });

  it('refuses a cursor it did not make, naming the parameter', async () => {
    await pact
      .addInteraction()
      .uponReceiving('the directory with a cursor it did not make')
      .withRequest('GET', PATH, (builder) =>
        builder.query({ type: 'clinic', cursor: 'not-a-cursor' }).headers({ Accept: 'application/json' }),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(jsonResponse).jsonBody({
          message: MatchersV3.string('Some fields are not valid.'),
          code: 'VALIDATION.FAILED',
          fields: { cursor: 'Not a valid page cursor' },
          correlationId: MatchersV3.string('6f1c1e0e-7d1a-4a7e-9a51-0c2f1f3b9d10'),
        }),
      )
      .executeTest(async (server) => {
        configureApi({ baseUrl: server.url });
        const failure = await fetchDirectoryPage({ type: 'clinic', cursor: 'not-a-cursor' }).catch(
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).fields).toEqual({ cursor: 'Not a valid page cursor' });
      });
  });
});
