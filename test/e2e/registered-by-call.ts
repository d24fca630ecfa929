// A registration made by the sign-up call itself, for the journeys that start at its mailed link.
import { registrationBody } from '../server/registration-fixtures';

/** Registers `email` as a US user through POST /services/auth/newUser, as the sign-up page does. */
export const registerByCall = async (baseUrl: string, email: string): Promise<void> => {
  const answer = await fetch(`${baseUrl}/services/auth/newUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(registrationBody(email)),
  });
  if (answer.status !== 201) throw new Error(`registering ${email}: ${answer.status}`);
};
