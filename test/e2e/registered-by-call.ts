// A registration made by the sign-up call itself, for the journeys that start at its mailed link.

/** Registers `email` as a US user through POST /services/auth/newUser, as the sign-up page does. */
export const registerByCall = async (baseUrl: string, email: string): Promise<void> => {
  const answer = await fetch(`${baseUrl}/services/auth/newUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      firstName: 'Dana',
      lastName: 'Reyes',
      email,
      street: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      language: 'en-us',
      phoneNumber: '2175550134',
      country: 'US',
      countryId: 'US',
      acceptTerms: true,
      redirectUrl: '',
      encryptedDuns: '',
      plaVersion: 1,
    }),
  });
  if (answer.status !== 201) throw new Error(`registering ${email}: ${answer.status}`);
};
