VARYING vec3 scenePosition;
VARYING vec3 sceneNormal;

void MAIN()
{
    scenePosition = (MODEL_MATRIX * vec4(VERTEX, 1.0)).xyz;
    sceneNormal = normalize(NORMAL_MATRIX * NORMAL);
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
