import { Module } from '@nestjs/common';
import { UploadsModule } from '../http/uploads/uploads.module.js';
import { PrescriptionRoutes } from './prescription-routes.js';

/** Prescriptions to pharmacies and labs (services/prescription): the patient's upload, served by hand. */
@Module({ imports: [UploadsModule], providers: [PrescriptionRoutes], exports: [PrescriptionRoutes] })
export class PrescriptionsModule {}
