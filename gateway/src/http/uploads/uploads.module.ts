import { Module } from '@nestjs/common';
import { Uploads } from './uploads.js';

/** The gateway's one upload path (multipart into S3), for every route with a `multipart` body. */
@Module({ providers: [Uploads], exports: [Uploads] })
export class UploadsModule {}
