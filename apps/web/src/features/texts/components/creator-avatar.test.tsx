import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CreatorAvatar } from './creator-avatar';

describe('creator avatar (issue 18: no 404 per card)', () => {
  test('a creator without a picture shows the initial and asks for no image', () => {
    const { container } = render(<CreatorAvatar creatorId={7} name="ada" picture={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('A');
  });

  test('a creator with a picture shows the versioned URL the text list gave', () => {
    const url = '/api/reeprise/users/7/profile_pic/?v=1763800000000';
    const { container } = render(<CreatorAvatar creatorId={7} name="ada" picture={url} />);
    expect(container.querySelector('img')).toHaveAttribute('src', url);
  });

  test('an answer without the field (an older server) still asks for the picture', () => {
    const { container } = render(<CreatorAvatar creatorId={7} name="ada" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/reeprise/users/7/profile_pic/');
  });
});
