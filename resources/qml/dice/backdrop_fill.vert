VARYING vec4 clipPosition;

// The whole view, just in front of the far plane: #Rectangle's corners are at +-50.
void MAIN()
{
    clipPosition = vec4(VERTEX.xy / 50.0, 0.9999, 1.0);
    POSITION = clipPosition;
}
