/** One entry of the API's `STAFF_ACCOUNTS`: `email:scrypt:<salt>:<hash>`. */
export declare function staffAccountEntry(email: string, password: string, salt?: Uint8Array): string;
