-- AlterEnum
ALTER TYPE "EnquiryKind" ADD VALUE 'consultation';
