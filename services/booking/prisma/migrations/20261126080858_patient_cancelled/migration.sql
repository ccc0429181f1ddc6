-- AlterEnum
ALTER TYPE "ConsultationAction" ADD VALUE 'patient_cancelled';
