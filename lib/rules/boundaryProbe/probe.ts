import { readFileSync } from 'node:fs';
import { database } from '@/db';
export const x = [readFileSync, database];
