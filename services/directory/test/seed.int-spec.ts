import { DirectoryQuerySchema } from '@hp/contracts';
import { seedDirectory } from '../src/listings/demo-listings.js';
import { startDirectoryHarness, type DirectoryHarness } from './support/harness.js';

describe('the demo seed (integration)', () => {
  let harness: DirectoryHarness;
  beforeAll(async () => {
    harness = await startDirectoryHarness({ DIRECTORY_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('fills the directory with a realistic mix, replacing its previous demo data only', async () => {
    await seedDirectory(harness.prisma, 3000);
    const counts = await seedDirectory(harness.prisma, 6000);
    expect(counts.clinic + counts.pharmacy + counts.lab).toBe(6000);
    expect(await harness.prisma.listing.count()).toBe(6000);
    expect(counts.clinic).toBeGreaterThan(counts.pharmacy);
    expect(counts.pharmacy).toBeGreaterThan(counts.lab);
    expect(counts.lab).toBeGreaterThan(0);

    const page = await harness.list({
      type: 'clinic',
      area: 'Andheri West',
      specialization: 'Cardiology',
      emi: 'true',
    });
    expect(page.clinics).toHaveLength(DirectoryQuerySchema.parse({}).limit);
    for (const clinic of page.clinics) {
      expect(clinic).toMatchObject({ location: 'Andheri West', acceptsEMI: true });
      expect(clinic.specializations).toContain('Cardiology');
    }
    expect((await harness.list({ q: 'dentl', type: 'clinic' })).clinics[0]?.name).toMatch(/Dental/);
  });
});
