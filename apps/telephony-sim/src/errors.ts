/**
 * Twilio's REST error body `{code, message, more_info, status}` (2010-04-01). Codes and meanings as
 * Twilio's error pages give them (https://www.twilio.com/docs/api/errors/<code>):
 * 20003 Permission Denied / authentication, 20404 Not Found, 21421 Phone Number is invalid,
 * 21422 PhoneNumber is not available, 21451 Invalid area code, 21452 no numbers in the area code.
 */
export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }

  body(): { code: number; message: string; more_info: string; status: number } {
    return { code: this.code, message: this.message, more_info: `https://www.twilio.com/docs/errors/${this.code}`, status: this.status };
  }
}

/** 401 20003: wrong or missing credentials, or credentials of another account. */
export const authError = (): TwilioError => new TwilioError(401, 20003, 'Authenticate');

/** 404 20404, Twilio's wording for an unknown resource. */
export const notFound = (path: string): TwilioError => new TwilioError(404, 20404, `The requested resource ${path} was not found`);

/** 400 for a missing or malformed parameter (21421 for a phone number, else 21452/21451 as fits). */
export const badRequest = (code: number, message: string): TwilioError => new TwilioError(400, code, message);
