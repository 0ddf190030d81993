VARYING vec3 scenePosition;
VARYING vec3 sceneNormal;

// A pool of light: (centre, radius) in scene centimetres; taller than wide on a wall (`poolStretch`).
float pool(vec4 spot)
{
    vec3 d = scenePosition - spot.xyz;
    d.y *= poolStretch;
    return exp(-dot(d, d) / (spot.w * spot.w));
}

// The bar's surfaces, lit by their own light: a dim warm ambience that fades away from the table (the felt's
// middle is the scene's origin), and the lamps' pools. The texture is laid in the scene's own centimetres (`tile`: the texture's size), on the plane
// the surface faces, so every surface of any size shows it at the same scale.
void MAIN()
{
    vec3 facing = abs(normalize(sceneNormal));
    vec2 place = facing.y > 0.5 ? scenePosition.xz : (facing.z > 0.5 ? scenePosition.xy : scenePosition.zy);
    vec3 surface = texture(surfaceMap, place / tile).rgb * tint.rgb;
    surface = mix(vec3(dot(surface, vec3(0.3, 0.59, 0.11))), surface, saturation);  // as quiet as the lit rails
    float around = ambient * exp(-length(scenePosition) / reach);  // darker away from the table, and upward
    float lamps = pool(pool0) + pool(pool1) + pool(pool2) + pool(pool3) + pool(pool4) + pool(pool5);
    vec3 light = around * ambientColor.rgb + lamps * poolStrength * poolColor.rgb;
    FRAGCOLOR = vec4(surface * light, 1.0);
}
