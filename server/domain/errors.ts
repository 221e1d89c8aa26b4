import { GraphQLError } from 'graphql';

/**
 * Why a request is refused (spec §5, §8), in the domain's words: `kind` tells them apart. The API names each as its
 * schema's union member (server/api/resolvers/wire.ts); nothing here knows the wire.
 */
export type ZipcodeFormatError = { kind: 'zipcode-format'; message: string };
export type ServiceRegionUnsupportedError = { kind: 'region-unsupported'; message: string; zipcode: string };
export type InvalidRequestError = { kind: 'invalid-request'; message: string };
export type PlanNotOfferedError = { kind: 'plan-not-offered'; message: string };

export const zipcodeFormatError = (message: string): ZipcodeFormatError => ({ kind: 'zipcode-format', message });
export const invalidRequest = (message: string): InvalidRequestError => ({ kind: 'invalid-request', message });

/** The database could not be reached: a GraphQL error with a stable code, never an HTTP 500. */
export class ServiceUnavailableError extends GraphQLError {
  constructor() {
    super('The service is temporarily unavailable. Please try again in a moment.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }
}
