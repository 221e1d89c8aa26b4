import { GraphQLError } from 'graphql';

/** Typed domain results of spec §8, returned as GraphQL union members. */
export type ZipcodeFormatError = { __typename: 'ZipcodeFormatError'; message: string };
export type ServiceRegionUnsupportedError = { __typename: 'ServiceRegionUnsupportedError'; message: string; zipcode: string };
export type InvalidRequestError = { __typename: 'InvalidRequestError'; message: string };
export type PlanNotOfferedError = { __typename: 'PlanNotOfferedError'; message: string };

export const zipcodeFormatError = (message: string): ZipcodeFormatError => ({ __typename: 'ZipcodeFormatError', message });
export const invalidRequest = (message: string): InvalidRequestError => ({ __typename: 'InvalidRequestError', message });

/** The database could not be reached: a GraphQL error with a stable code, never an HTTP 500. */
export class ServiceUnavailableError extends GraphQLError {
  constructor() {
    super('The service is temporarily unavailable. Please try again in a moment.', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }
}
