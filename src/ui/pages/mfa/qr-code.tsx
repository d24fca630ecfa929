import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { v } from '../../theme/css-variables';

const Frame = styled.div`
  width: ${v.size.qrCode};
  height: ${v.size.qrCode};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  background: ${v.color.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** The otpauth URI as a QR code an authenticator app scans (the qrcode library draws it). */
export const QrCode = ({ uri }: { readonly uri: string }) => {
  const intl = useIntl();
  const [image, setImage] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void import(/* webpackChunkName: "qrcode" */ 'qrcode')
      // SVG: sharp at any size, and drawn without a canvas.
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (current) setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // The key is printed under the code: a user can still type it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <Frame>
      {image !== undefined && (
        <img src={image} alt={intl.formatMessage({ id: 'mfa.addApp.qrAlt' })} />
      )}
    </Frame>
  );
};
