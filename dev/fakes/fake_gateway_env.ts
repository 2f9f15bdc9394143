/*
| The fake gateways' fixed ports and credentials, and the environment that
| points the app at them: `node ace payments:fake` prints it, `npm run dev`
| passes it to the site it starts (development only).
*/

export const FAKE_GATEWAYS = {
  yookassa: { port: 4010, shopId: 'fake-shop', secretKey: 'fake-secret' },
  cryptomus: { port: 4011, merchantId: 'fake-merchant', apiKey: 'fake-cryptomus-key' },
}

/** The app's variables for fake gateways on 127.0.0.1; PAYMENTS_TEST_MODE marks the pay page. */
export function fakeGatewayEnv(ports = { yookassa: 4010, cryptomus: 4011 }) {
  const { yookassa, cryptomus } = FAKE_GATEWAYS
  return {
    YOOKASSA_API_URL: `http://127.0.0.1:${ports.yookassa}/v3`,
    YOOKASSA_SHOP_ID: yookassa.shopId,
    YOOKASSA_SECRET_KEY: yookassa.secretKey,
    CRYPTOMUS_API_URL: `http://127.0.0.1:${ports.cryptomus}`,
    CRYPTOMUS_MERCHANT_ID: cryptomus.merchantId,
    CRYPTOMUS_API_KEY: cryptomus.apiKey,
    PAYMENTS_TEST_MODE: 'true',
  }
}
